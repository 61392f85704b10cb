import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import * as v from 'valibot';
import { ApiClientError } from '@bike/shared/api-client';
import { en as sharedEnglish } from '@bike/shared/i18n/messages/en';
import { en as jobsEnglish } from './jobs/messages/en';
import { useUploadForm } from './upload-form';

// A form with an uploaded file's id and one typed field, as the job application and the fan zone send them.
const schema = v.object({ cv: v.pipe(v.string(), v.nonEmpty('CV is required')), phone: v.pipe(v.string(), v.transform((s) => s.trim())) });
const LABELS = { cv: 'jobs.apply.cv', phone: 'jobs.apply.phone' };

function renderForm() {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <IntlProvider locale="en" messages={{ ...sharedEnglish, ...jobsEnglish }}>
      {children}
    </IntlProvider>
  );
  return renderHook(() => useUploadForm(LABELS, 'jobs.error'), { wrapper }).result;
}

describe('useUploadForm', () => {
  it('shows the schema issues under their fields and posts nothing', async () => {
    const form = renderForm();
    const post = jest.fn();
    await act(() => form.current.send(schema, { cv: '', phone: '' }, post));
    expect(post).not.toHaveBeenCalled();
    expect(form.current.errors.cv).toBeTruthy();
    expect(form.current.errors.phone).toBeUndefined();
    expect(form.current.sending).toBe(false);
  });

  it('posts the checked output, sending meanwhile, and clears earlier errors', async () => {
    const form = renderForm();
    await act(() => form.current.send(schema, { cv: '', phone: '' }, jest.fn()));
    let finish!: () => void;
    const post = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    let sent!: Promise<void>;
    act(() => {
      sent = form.current.send(schema, { cv: 'c0ffee', phone: ' 0470 ' }, post);
    });
    expect(post).toHaveBeenCalledWith({ cv: 'c0ffee', phone: '0470' });
    expect(form.current.sending).toBe(true);
    expect(form.current.errors).toEqual({});
    await act(async () => {
      finish();
      await sent;
    });
    expect(form.current.sending).toBe(false);
    expect(form.current.formError).toBeNull();
  });

  it("puts the API's field issues under the fields, else one sentence for the form", async () => {
    const form = renderForm();
    const fieldRefusal = new ApiClientError(400, 'VALIDATION_ERROR', 'invalid', undefined, [{ path: 'phone', message: 'Phone is invalid' }]);
    await act(() => form.current.send(schema, { cv: 'c0ffee', phone: 'x' }, () => Promise.reject(fieldRefusal)));
    expect(form.current.errors.phone).toBeTruthy();
    expect(form.current.formError).toBeNull();

    await act(() => form.current.send(schema, { cv: 'c0ffee', phone: 'x' }, () => Promise.reject(new ApiClientError(409, 'ALREADY_APPLIED', 'applied'))));
    expect(form.current.formError).toBe(jobsEnglish['jobs.error.ALREADY_APPLIED']);
    expect(form.current.sending).toBe(false);

    // The next send starts without the last sentence.
    await act(() => form.current.send(schema, { cv: '', phone: '' }, jest.fn()));
    expect(form.current.formError).toBeNull();
  });
});
