import type { MetaFunction } from "react-router";
import { AuthPage } from "~/features/auth/auth-page";
import { documentTitle } from "~/app/page-meta";

export const meta: MetaFunction = () => [{ title: documentTitle("Member login") }, { name: "robots", content: "noindex" }];

export default function AuthRoute() {
  return <AuthPage />;
}
