import type { Metadata } from "next";
import { MyProfile } from "~/features/profile/my-profile";

export const metadata: Metadata = { title: "Your profile" };

export default function ProfilePage() {
  return (
    <div className="mx-auto max-w-5xl">
      <MyProfile />
    </div>
  );
}
