import { createAuthClient } from "better-auth/react";

/**
 * better-auth's browser client. It talks to this app's own `/api/auth` route (same origin),
 * so the session cookie is set for the admin site.
 */
export const authClient = createAuthClient();
