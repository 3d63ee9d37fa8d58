import { Button } from "@wordhall/ui/kit";
import Link from "next/link";
import { authHref } from "~/lib/auth-href";
import { cx } from "~/lib/cx";

/** "Sign in" and "Create an account", each coming back to `back` afterwards. */
export function SignInLinks({ back, className }: { readonly back: string; readonly className?: string }) {
  return (
    <div className={cx("flex flex-wrap", className)}>
      <Button asChild>
        <Link href={authHref("/sign-in", back)}>Sign in</Link>
      </Button>
      <Button asChild variant="secondary">
        <Link href={authHref("/sign-up", back)}>Create an account</Link>
      </Button>
    </div>
  );
}
