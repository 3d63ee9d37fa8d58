"use client";

import { roomNameSchema } from "@wordhall/client/contract";
import { FormSelectField, FormTextField, type SchemaForm } from "@wordhall/ui/fields";
import { z } from "zod";

/** The room's name and who may join, checked by the API's own room-name schema. */
export const roomBasicsSchema = z.object({
  name: roomNameSchema,
  visibility: z.enum(["public", "private"]),
});
export type RoomBasics = z.input<typeof roomBasicsSchema>;

/** The name and "who can join" fields of the create-room and settings forms. */
export function RoomBasicsFields({
  form,
}: {
  readonly form: SchemaForm<RoomBasics, z.output<typeof roomBasicsSchema>>;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormTextField form={form} name="name" label="Room name" />
      <FormSelectField
        form={form}
        name="visibility"
        label="Who can join"
        options={[
          { value: "public", label: "Anyone: listed in the lobby" },
          { value: "private", label: "Only people with the invite link" },
        ]}
      />
    </div>
  );
}
