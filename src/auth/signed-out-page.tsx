import { Navigate } from 'react-router-dom';
import { paths } from '../app/paths';
import { useAuth } from './auth-provider';
import { DEFAULT_RETURN_TO } from './return-to';
import { SignInPrompt } from './sign-in-prompt';

export function SignedOutPage() {
  const { status } = useAuth();
  if (status === 'signed-in') return <Navigate to={paths.events} replace />;
  return <SignInPrompt returnTo={DEFAULT_RETURN_TO} />;
}
