/** The server's password-change messages, as the admin reads them (spec section 8). */
export const passwordChangeMessage = (serverMessage: string): string => {
  if (serverMessage.includes('at least 6 characters')) return 'The password is too short. Please use at least 6 characters.';
  if (serverMessage.includes('Missing required fields')) return 'Please fill in all required fields.';
  if (serverMessage.includes('User not found')) return 'User not found. Please refresh and try again.';
  if (serverMessage.includes('Access denied')) return 'Access denied. You need administrator privileges.';
  return serverMessage;
};
