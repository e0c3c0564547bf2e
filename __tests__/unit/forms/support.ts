import { validateYupSchema, yupToFormErrors } from "formik";

/** Validates like the forms do (Formik's Yup bridge) and returns the field errors. */
export async function errorsOf(schema: unknown, values: object): Promise<Record<string, string>> {
  try {
    await validateYupSchema(values, schema);
    return {};
  } catch (error) {
    return yupToFormErrors(error) as Record<string, string>;
  }
}

export const LONG = "a".repeat(10_000);
