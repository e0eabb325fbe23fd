import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { signInFormSchema, type SignInForm as SignInValues } from '../../../shared/schemas/auth.js';
import { useLogin } from '../../api/auth-requests.js';
import { describeRequestError } from '../../api/request-error-description.js';
import { TextField } from '../../components/TextField.js';
import { PATHS } from '../../routing/paths.js';
import { toast } from '../../stores/toast-store.js';

export function AdminSignInScreen() {
  const navigate = useNavigate();
  const login = useLogin(() => navigate(PATHS.admin));
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
        toast({
          title: 'Sign in failed',
          description: describeRequestError(error, 'Please check your credentials'),
          variant: 'destructive',
        }),
    });
  });

  return (
    <main className="center-screen admin-sign-in">
      <div className="admin-sign-in__brand">
        <span className="step-icon" aria-hidden>
          <ShieldCheck size={32} />
        </span>
        <h1 className="page__title">Admin Portal</h1>
      </div>
      <section className="card admin-sign-in__card" aria-labelledby="admin-sign-in-title">
        <h2 id="admin-sign-in-title" className="card__title">
          Admin Sign In
        </h2>
        <p className="card__description">Enter your credentials to access the admin panel</p>
        <form className="form" onSubmit={onSubmit} noValidate>
          <TextField label="Email" type="email" autoComplete="username" error={errors.email?.message} {...register('email')} />
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
      </section>
    </main>
  );
}
