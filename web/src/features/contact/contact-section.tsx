// Placeholder: replaced by the contact details and the message form, used on Home and /contact.
export function ContactSection() {
  return <section aria-label="Contact us" />;
}
