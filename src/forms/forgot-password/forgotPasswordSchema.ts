import { object } from "yup";
import { emailField } from "../shared/schema";

export const forgotPasswordSchema = object({ email: emailField() });
