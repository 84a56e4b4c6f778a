import { z } from "@ssem/core";

/**
 * A registered file input's value (its FileList) as the one File chosen, or `message` when none
 * is: a form that uploads declares its file like any other field.
 */
export const chosenFile = (message: string) =>
  z.custom<FileList | undefined>().transform((files, ctx): File => {
    const file = files?.[0];
    if (file) return file;
    ctx.addIssue({ code: "custom", message });
    return z.NEVER;
  });
