import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '../config/paths';
import { useAuth } from './auth-provider';
import { DEFAULT_RETURN_TO } from './return-to';
import { SignInPrompt } from './sign-in-prompt';

export function SignedOutPage() {
  const { status } = useAuth();
  const { state } = useLocation();
  if (status === 'signed-in') return <Navigate to={paths.events} replace state={state} />;
  return <SignInPrompt returnTo={DEFAULT_RETURN_TO} />;
}
