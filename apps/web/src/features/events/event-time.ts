/** "2025-11-30" → "30.11.2025", the Swiss way of writing a date. */
export function formatEventDate(date: string): string {
  const [year, month, day] = date.split("-");
  return `${day}.${month}.${year}`;
}

/** "14:00" → "2pm", "09:30" → "9:30am": the 12-hour clock the English pages use. */
export function formatClockTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const suffix = hours < 12 ? "am" : "pm";
  const hour = hours % 12 || 12;
  return minutes === 0 ? `${hour}${suffix}` : `${hour}:${String(minutes).padStart(2, "0")}${suffix}`;
}
