import { validateYupSchema, yupToFormErrors, type FormikErrors } from "formik";

/**
 * Formik validation with a Yup schema that is downloaded after the page has loaded,
 * not with it: the form renders and hydrates without Yup (~11 KB gzipped), and the
 * schema is fetched right after mount (`preload`) or on the first validation.
 */
export function lazyValidation<Values extends object>(loadSchema: () => Promise<unknown>) {
  let schema: Promise<unknown> | null = null;
  const preload = () => (schema ??= loadSchema());

  const validate = async (values: Values): Promise<FormikErrors<Values>> => {
    const resolved = await preload();
    try {
      await validateYupSchema(values, resolved);
      return {};
    } catch (error) {
      if ((error as Error | undefined)?.name === "ValidationError") return yupToFormErrors<Values>(error);
      throw error;
    }
  };

  return { preload, validate };
}
