/** "Keluar": a POST to /logout, so it works before hydration and cannot be triggered by a link. */
import { Form } from "react-router";
import { paths } from "~/lib/paths";

/** The logout form; `className` styles the button. */
export function LogoutButton({ className = "" }: { className?: string }) {
  return (
    <Form method="post" action={paths.logout}>
      <button type="submit" className={className}>
        Keluar
      </button>
    </Form>
  );
}
