import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/toast';
import { copyText } from '../utils/copy-text';

export function CopyButton({ value, label }: { value: string; label: string }) {
  const [isCopied, setCopied] = useState(false);

  useEffect(() => {
    if (!isCopied) return;
    const timer = window.setTimeout(() => setCopied(false), 2_000);
    return () => window.clearTimeout(timer);
  }, [isCopied]);

  const handleCopy = async () => {
    if (await copyText(value)) {
      setCopied(true);
      notify.success(`${label} disalin`);
    } else {
      notify.error('Gagal menyalin, silakan salin manual');
    }
  };

  return (
    <Button
      variant="ghost-muted"
      size="icon"
      onClick={handleCopy}
      aria-label={`Salin ${label.toLowerCase()}: ${value}`}
      title="Salin"
      className="shrink-0"
    >
      {isCopied ? <Check className="text-emerald-700" aria-hidden="true" /> : <Copy aria-hidden="true" />}
    </Button>
  );
}
