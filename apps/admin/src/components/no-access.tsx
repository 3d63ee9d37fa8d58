import type { SessionUser } from "@wordhall/client";
import { SignOutButton } from "./sign-out-button";

/** What a signed-in player sees: this site is for moderators and admins only. */
export function NoAccess({ user }: { user: SessionUser }) {
  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col justify-center gap-4 px-4">
      <h1 className="text-2xl font-bold">No access</h1>
      <p className="text-slate-700">
        You are signed in as <strong>{user.name}</strong> ({user.email}). The Wordhall admin dashboard is for
        moderators and admins only, and this account is a {user.role}.
      </p>
      <p className="text-slate-700">
        If you should be a moderator, ask an admin to change your role. Otherwise you can sign out and sign in
        with another account.
      </p>
      <div>
        <SignOutButton variant="primary" />
      </div>
    </main>
  );
}
