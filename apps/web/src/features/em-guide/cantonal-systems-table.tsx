import { m } from "@ssem/core";
import type { FirstResponderSystem } from "~/content/voluntary-work";
import { useLocale } from "~/lib/locale";

export function CantonalSystemsTable({ caption, systems }: { caption: string; systems: FirstResponderSystem[] }) {
  const locale = useLocale();
  return (
    <div className="overflow-x-auto rounded-lg border border-border bg-surface">
      <table className="w-full border-collapse text-left">
        <caption className="border-b border-border px-4 py-3 text-left font-semibold text-ink">{caption}</caption>
        <thead className="bg-slate-50 text-sm text-ink">
          <tr>
            <th scope="col" className="px-4 py-2 font-semibold">
              {m.em_table_system({}, { locale })}
            </th>
            <th scope="col" className="px-4 py-2 font-semibold">
              {m.em_table_cantons({}, { locale })}
            </th>
          </tr>
        </thead>
        <tbody>
          {systems.map((row) => (
            <tr key={row.system} className="border-t border-border align-top">
              <th scope="row" className="px-4 py-3 font-medium text-ink">
                {row.system}
              </th>
              <td className="px-4 py-3 text-ink-muted">
                {row.cantons.length > 0 && (
                  <ul className="flex flex-wrap gap-x-3 gap-y-1">
                    {row.cantons.map((canton) => (
                      <li key={canton.code}>
                        {canton.name} ({canton.code})
                      </li>
                    ))}
                  </ul>
                )}
                {row.note && <p>{row.note}</p>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
