import { ArrowLeft } from 'lucide-react';

interface BackButtonProps {
  onClick: () => void;
  disabled?: boolean;
}

export function BackButton({ onClick, disabled }: BackButtonProps) {
  return (
    <button type="button" className="back-button" onClick={onClick} disabled={disabled}>
      <ArrowLeft aria-hidden size={18} />
      <span>Back</span>
    </button>
  );
}
