// The two functions of Decap's string templates the CMS tests call (the package ships no types).
declare module "decap-cms-lib-widgets" {
  import type { Map } from "immutable";

  export const stringTemplate: {
    compileStringTemplate(
      template: string,
      date: Date | null | undefined,
      identifier?: string,
      data?: Map<string, unknown>,
      processor?: (value: string) => string,
    ): string;
    addFileTemplateFields(entryPath: string, fields: Map<string, unknown>, folder?: string): Map<string, unknown>;
  };
}
