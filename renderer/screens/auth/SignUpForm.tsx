import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { SAFETY_STEPS_TAKEN, signUpFormSchema, type SignUpForm as SignUpValues } from '../../../shared/schemas/auth.js';
import { useRegister } from '../../api/auth-requests.js';
import { describeRequestError } from '../../api/request-error-description.js';
import { TextField } from '../../components/TextField.js';
import { PATHS } from '../../routing/paths.js';
import { safetyStepsTaken, useOnboardingStore } from '../../stores/onboarding-store.js';
import { toast } from '../../stores/toast-store.js';

/** Shown only once the safety steps were taken; checked again on submit, since an account needs them. */
export function SignUpForm() {
  const navigate = useNavigate();
  const registration = useRegister(() => navigate(PATHS.profile));
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignUpValues>({
    resolver: zodResolver(signUpFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(({ email, password }) => {
    const onboarding = useOnboardingStore.getState();
    if (!safetyStepsTaken(onboarding)) {
      onboarding.chooseSignUp();
      return;
    }
    registration.mutate(
      { email, password, ...SAFETY_STEPS_TAKEN },
      {
        onError: (error) =>
          toast({ title: 'Sign up failed', description: describeRequestError(error), variant: 'destructive' }),
      },
    );
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <button type="submit" className="button button--primary button--block" disabled={registration.isPending}>
        {registration.isPending ? 'Creating account...' : 'Create account'}
      </button>
    </form>
  );
}
