export { Checkbox, type CheckboxProps } from "./checkbox";
export { controlClass, cx, FieldFrame, type FieldFrameProps, fieldAria } from "./field-frame";
export { schemaAt, textLimitAt, textRuleOf, unwrapped } from "./schema-at";
export { FormSelectField, SelectField, type SelectFieldProps, type SelectOption } from "./select-field";
export { FormTextArea, TextArea, type TextAreaProps } from "./text-area";
export { FormTextField, TextField, type TextFieldProps } from "./text-field";
export { LengthCounter, type LengthState, lengthProblem, lengthState, showsCounter } from "./text-limit";
export { type FieldHost, type FormFieldProps, type SchemaForm, useSchemaForm } from "./use-schema-form";
