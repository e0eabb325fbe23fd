import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';

export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="back-button">
      <ArrowLeft aria-hidden size={18} />
      <span>{label}</span>
    </Link>
  );
}
