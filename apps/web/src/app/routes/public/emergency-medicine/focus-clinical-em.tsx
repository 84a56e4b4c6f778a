import { useLocation } from "react-router";

// STUB: replaced by the real page.
export default function Stub() {
  return <h1>{useLocation().pathname}</h1>;
}
