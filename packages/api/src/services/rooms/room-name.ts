import { singleLineText } from "@wordhall/validators";

// Client-safe (no server imports): the create-room and settings forms check the name with it.
export const roomNameSchema = singleLineText({
  label: "Room names",
  max: 60,
  empty: "The room needs a name.",
});
