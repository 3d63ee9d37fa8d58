import { singleLineText } from "@wordhall/validators";

// Client-safe (no server imports): the room's chat box checks a message with it.
export const CHAT_MAX_LENGTH = 300;

export const chatBodySchema = singleLineText({
  label: "Messages",
  max: CHAT_MAX_LENGTH,
  empty: "Write something first.",
});
