/**
 * An email address that may wrap after the @ on a narrow phone, instead of mid-word
 * ('care@evergreenhaven.exampl / e').
 */
export const EmailText = ({ email }: { email: string }) => {
  const at = email.indexOf('@');
  if (at < 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
};
