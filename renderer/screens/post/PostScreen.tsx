import { useState } from 'react';
import { DEFAULT_POST_CATEGORY, type MessageCategory } from '../../../shared/constants.js';
import { ChooseCategoryStep, type PostMode } from './ChooseCategoryStep.js';
import { TextMessageStep } from './TextMessageStep.js';
import { VoiceMessageStep } from './VoiceMessageStep.js';

type PostStep = 'choose' | PostMode;

/** Posting: choose a category and a mode, then record or write. */
export function PostScreen() {
  const [step, setStep] = useState<PostStep>('choose');
  const [category, setCategory] = useState<MessageCategory>(DEFAULT_POST_CATEGORY);
  const [draft, setDraft] = useState('');
  const [cameBackFrom, setCameBackFrom] = useState<PostMode | null>(null);

  const backFrom = (mode: PostMode) => () => {
    setCameBackFrom(mode);
    setStep('choose');
  };

  if (step === 'voice') {
    return <VoiceMessageStep category={category} onBack={backFrom('voice')} onChooseText={() => setStep('text')} />;
  }
  if (step === 'text') {
    return <TextMessageStep category={category} draft={draft} onDraftChange={setDraft} onBack={backFrom('text')} />;
  }

  return (
    <ChooseCategoryStep
      category={category}
      onCategoryChange={setCategory}
      onChooseMode={setStep}
      focusModeChoice={cameBackFrom}
    />
  );
}
