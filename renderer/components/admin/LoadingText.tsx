import { Spinner } from '../Spinner.js';

export function LoadingText({ children }: { children: string }) {
  return (
    <p className="admin-loading" role="status">
      <Spinner />
      {children}
    </p>
  );
}
