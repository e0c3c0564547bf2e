/** Values of the password reset form (no Yup here: see forgotPasswordSchema.ts). */
export interface ForgotPasswordValues {
  email: string;
}

export const emptyForgotPassword: ForgotPasswordValues = { email: "" };
