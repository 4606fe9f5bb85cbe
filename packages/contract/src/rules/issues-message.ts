import type { z } from 'zod';
import { fieldLabel } from '../messages/field-labels';

// One line for an API error: the message already names the field; list entries add which one ("Jam buka ke-2").
export function issueMessage(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return 'Data yang dikirim tidak valid';
  const positions: string[] = [];
  issue.path.forEach((segment, index) => {
    const owner = issue.path[index - 1];
    if (typeof segment === 'number' && typeof owner === 'string')
      positions.push(`${fieldLabel(owner)} ke-${segment + 1}`);
  });
  return positions.length ? `${positions.join(', ')}: ${issue.message}` : issue.message;
}
