import { useSearchParams } from 'react-router';
import { RequestResetForm } from '../components/request-reset-form';
import { SetNewPasswordForm } from '../components/set-new-password-form';

/** Without a token: ask for the link. With `?token=`: choose the new password. */
export default function ResetPasswordPage() {
  const token = useSearchParams()[0].get('token');
  return token ? <SetNewPasswordForm token={token} /> : <RequestResetForm />;
}
