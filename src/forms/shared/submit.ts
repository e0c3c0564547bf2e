import type { FormikErrors, FormikProps, FormikTouched } from "formik";
import { fieldDomId } from "./FormField";
import { warmToaster } from "../../components/ui/toaster-gate";

/**
 * Runs a submit attempt: marks every field touched, validates, and either focuses the
 * first invalid field (returning the errors) or hands over to Formik's onSubmit. The toaster
 * starts loading with the attempt, if the form's use has not fetched it yet.
 */
export async function attemptSubmit<Values extends object>(
  formik: FormikProps<Values>,
  formId: string,
  fieldOrder: ReadonlyArray<keyof Values & string>,
): Promise<FormikErrors<Values> | null> {
  warmToaster();
  const touched = Object.fromEntries(Object.keys(formik.values).map((key) => [key, true])) as FormikTouched<Values>;
  await formik.setTouched(touched, false);
  const errors = await formik.validateForm();
  const firstInvalid = fieldOrder.find((name) => errors[name]);
  if (firstInvalid) {
    document.getElementById(fieldDomId(formId, firstInvalid))?.focus();
    return errors;
  }
  await formik.submitForm();
  return null;
}
