import { DEFAULT_TEMPLATE, SETUP_REQUIRED_MESSAGE, type SetupFormField } from '@webku/contract';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { setSessionCompany } from '@/lib/session';
import { notify } from '@/lib/toast';
import { generateWebsite } from '../api/generate-website';
import { type SetupFormValues, validateSetupForm } from '../utils/setup-form';
import { useTemplateProposal } from './use-template-proposal';

const INITIAL_VALUES: SetupFormValues = {
  brand_name: '',
  business_type: '',
  web_language: 'indonesia',
  template_selected: DEFAULT_TEMPLATE,
  short_description: '',
};

export function useSetupForm() {
  const navigate = useNavigate();
  const [values, setValues] = useState<SetupFormValues>(INITIAL_VALUES);
  const [missing, setMissing] = useState<SetupFormField[]>([]);
  const [isSubmitting, setSubmitting] = useState(false);
  // Once the owner picks a template themselves, the proposal never changes it again.
  const [templateChosen, setTemplateChosen] = useState(false);
  const proposedTemplate = useTemplateProposal(values.business_type);

  useEffect(() => {
    if (proposedTemplate && !templateChosen) {
      setValues((current) => ({ ...current, template_selected: proposedTemplate }));
    }
  }, [proposedTemplate, templateChosen]);

  const setField = (field: SetupFormField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (value.trim()) setMissing((current) => current.filter((name) => name !== field));
  };

  const chooseTemplate = (value: string) => {
    setTemplateChosen(true);
    setField('template_selected', value);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    const result = validateSetupForm(values);
    if (!result.ok) {
      setMissing(result.missing);
      notify.error(SETUP_REQUIRED_MESSAGE);
      document.getElementById(result.missing[0]!)?.focus();
      return;
    }

    setSubmitting(true);
    try {
      const company = await generateWebsite(result.body);
      notify.success('Website berhasil dibuat!');
      await navigate('/generating-web-content');
      // Without a company in the response, the generating screen asks /auth/me for the slug.
      if (company) setSessionCompany(company);
    } catch (error) {
      console.error('Gagal membuat website:', error);
      notify.failure(error, 'Gagal membuat website. Silakan coba lagi.');
      setSubmitting(false);
    }
  };

  return { values, setField, chooseTemplate, proposedTemplate, missing, isSubmitting, handleSubmit };
}
