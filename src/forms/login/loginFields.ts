/** Values and field order of the sign-in form (no Yup here: see loginSchema.ts). */
export interface LoginValues {
  email: string;
  password: string;
  rememberMe: boolean;
}

export const emptyLogin: LoginValues = { email: "", password: "", rememberMe: false };

export const loginFieldOrder = ["email", "password"] as const;
