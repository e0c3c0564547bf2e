import { validateYupSchema, yupToFormErrors, type FormikErrors } from "formik";

const whenIdle = (task: () => void) => {
  if (typeof window !== "undefined" && "requestIdleCallback" in window) window.requestIdleCallback(task, { timeout: 5000 });
  else setTimeout(task, 1000);
};

/**
 * Formik validation with a Yup schema that is downloaded when the form is first used, not with
 * the page: the form renders and hydrates without Yup (its weight: docs/performance.md#first-visit),
 * and the schema is fetched when the visitor points at or focuses the form (`preload`, see
 * ControlsFieldset) or on the first validation.
 *
 * Once fetched, the schema validates `emptyValues` once while the browser is idle: the first run
 * of Yup's code is several times slower than the next ones, and would otherwise land in the
 * visitor's first keystroke, most of that key press's time on a slow phone.
 */
export function lazyValidation<Values extends object>(loadSchema: () => Promise<unknown>, emptyValues: Values) {
  let schema: Promise<unknown> | null = null;

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

  function preload() {
    if (schema === null) {
      schema = loadSchema();
      void schema.then(() => whenIdle(() => void validate(emptyValues)));
    }
    return schema;
  }

  return { preload, validate };
}
