"use client";

import { createAuthClient } from "better-auth/react";

// The browser side of accounts, shared by both apps: better-auth's client against the
// app's own `/api/auth` route (same origin, so the HttpOnly session cookie just flows).
// Kept apart from the tRPC client so pages that never sign in don't load it.

export const authClient = createAuthClient({ basePath: "/api/auth" });

export const { signIn, signUp, signOut, useSession } = authClient;
