export default function AdminHomePage() {
  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col justify-center gap-6 px-4">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold">Wordhall admin</h1>
        <p className="text-slate-700">
          The moderators’ dashboard: review the category packs players submit, and look after the community.
        </p>
      </header>
      <section aria-labelledby="sign-in-heading" className="space-y-3 rounded-xl bg-white p-6 shadow">
        <h2 id="sign-in-heading" className="text-xl font-semibold">
          Sign in
        </h2>
        <p className="text-slate-700">
          Sign-in for moderators and admins arrives with accounts. Until then there is nothing to moderate
          here.
        </p>
        <button
          type="button"
          disabled
          className="w-full rounded-lg bg-slate-400 px-4 py-2 font-medium text-white"
        >
          Sign in (coming soon)
        </button>
      </section>
    </main>
  );
}
