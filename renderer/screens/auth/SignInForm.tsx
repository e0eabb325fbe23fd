import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { signInFormSchema, type SignInForm as SignInValues } from '../../../shared/schemas/auth.js';
import { useLogin } from '../../api/auth-requests.js';
import { describeRequestError } from '../../api/request-error-description.js';
import { TextField } from '../../components/TextField.js';
import { PATHS } from '../../routing/paths.js';
import { toast } from '../../stores/toast-store.js';

interface SignInFormProps {
  /** Where a successful sign-in goes: the feed for members, /admin from the admin portal. */
  destination?: string;
  /** The toast description when the server gives no sentence. */
  failureFallback?: string;
}

/** Email and password sign-in, shared by the member auth screen and the admin portal. */
export function SignInForm({ destination = PATHS.feed, failureFallback }: SignInFormProps) {
  const navigate = useNavigate();
  const login = useLogin(() => navigate(destination));
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignInValues>({
    resolver: zodResolver(signInFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit((credentials) => {
    login.mutate(credentials, {
      onError: (error) =>
        toast({ title: 'Sign in failed', description: describeRequestError(error, failureFallback), variant: 'destructive' }),
    });
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <button type="submit" className="button button--primary button--block" disabled={login.isPending}>
        {login.isPending ? 'Signing in...' : 'Sign in'}
      </button>
    </form>
  );
}
