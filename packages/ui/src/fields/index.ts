// `@wordhall/ui/fields`: forms checked by a schema (react-hook-form with Zod's resolver) and
// the fields they hold. The plain fields, the counter and the frame are on the root entry.
export { useFieldArray, useWatch } from "react-hook-form";
export { errorMessages, messageAt } from "./form-errors";
export { FormSelectField, FormTextArea, FormTextField } from "./form-fields";
export { schemaAt, textLimitAt, textRuleOf, unwrapped } from "./schema-at";
export { type FieldHost, type FormFieldProps, type SchemaForm, useSchemaForm } from "./use-schema-form";
