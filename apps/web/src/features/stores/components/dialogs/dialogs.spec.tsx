import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../testing/render';
import { inSpanish } from '../../../../testing/languages';
import { AddHoursDialog } from './add-hours-dialog';
import { AddPhoneDialog } from './add-phone-dialog';
import { ClaimBusinessDialog } from './claim-business-dialog';
import { PhotoUploadDialog } from './photo-upload-dialog';
import { ReportIssueDialog } from './report-issue-dialog';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
function image(name: string, type: string, size: number, headBytes = PNG_HEAD): File {
  const bytes = new Uint8Array(size);
  bytes.set(headBytes.slice(0, size));
  return new File([bytes], name, { type });
}

async function choose(option: string, label: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('Add Phone Number', () => {
  it("keeps submit disabled while blank, then says 'Phone number added successfully!' with the points and closes", async () => {
    const submit = vi.fn().mockResolvedValue({ pointsEarned: 15 });
    const onClose = vi.fn();
    renderWithProviders(
      <AddPhoneDialog open onClose={onClose} storeName="Fresh Mart" submit={submit} />,
    );
    const button = screen.getByRole('button', { name: 'Add Phone Number' });
    expect(button).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '   ' } });
    expect(button).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Phone number'), {
      target: { value: ' (404) 555-0134 ' },
    });
    fireEvent.click(button);
    expect(await screen.findByText('Phone number added successfully!')).toBeInTheDocument();
    expect(screen.getByText('+15 points earned!')).toBeInTheDocument();
    expect(submit).toHaveBeenCalledWith('(404) 555-0134');
    expect(onClose).toHaveBeenCalled();
  });

  it("refuses what is not a phone number and says 'Failed to add phone number. Please try again.' when saving fails", async () => {
    const submit = vi.fn().mockRejectedValue(new Error('down'));
    renderWithProviders(
      <AddPhoneDialog open onClose={vi.fn()} storeName="Fresh Mart" submit={submit} />,
    );
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: 'call us' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Phone Number' }));
    expect(await screen.findByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '404-555-0134' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Phone Number' }));
    expect(
      await screen.findByText('Failed to add phone number. Please try again.'),
    ).toBeInTheDocument();
  });
});

describe('Add Store Hours', () => {
  it('starts at 09:00-18:00 Monday to Saturday and 10:00-17:00 Sunday and hands the week to the hours card', async () => {
    const submit = vi.fn().mockResolvedValue({ pointsEarned: 20 });
    const onAdded = vi.fn();
    renderWithProviders(
      <AddHoursDialog
        open
        onClose={vi.fn()}
        storeName="Fresh Mart"
        submit={submit}
        onAdded={onAdded}
      />,
    );
    expect(screen.getByLabelText('Monday opens')).toHaveValue('09:00');
    expect(screen.getByLabelText('Saturday closes')).toHaveValue('18:00');
    expect(screen.getByLabelText('Sunday opens')).toHaveValue('10:00');
    expect(screen.getByLabelText('Sunday closes')).toHaveValue('17:00');
    fireEvent.click(screen.getByLabelText('Sunday closed'));
    expect(screen.getByLabelText('Sunday opens')).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Add Store Hours' }));
    expect(await screen.findByText('Store hours added successfully!')).toBeInTheDocument();
    expect(screen.getByText('+20 points earned!')).toBeInTheDocument();
    const week = submit.mock.calls[0][0];
    expect(week.Sunday).toEqual({ open: '10:00', close: '17:00', closed: true });
    expect(week.Wednesday).toEqual({ open: '09:00', close: '18:00', closed: false });
    expect(onAdded).toHaveBeenCalledWith(week);
  });

  it("says 'Failed to add store hours. Please try again.' when saving fails", async () => {
    renderWithProviders(
      <AddHoursDialog
        open
        onClose={vi.fn()}
        storeName="Fresh Mart"
        submit={vi.fn().mockRejectedValue(new Error('down'))}
        onAdded={vi.fn()}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add Store Hours' }));
    expect(
      await screen.findByText('Failed to add store hours. Please try again.'),
    ).toBeInTheDocument();
  });
});

describe('Report Issue', () => {
  it('asks for an issue type and a description in the words of product rule Validation messages before sending anything', async () => {
    const submit = vi.fn();
    renderWithProviders(
      <ReportIssueDialog
        open
        onClose={vi.fn()}
        storeName="Fresh Mart"
        signedIn={false}
        submit={submit}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Submit Report' }));
    expect(await screen.findByText('Please select an issue type')).toBeInTheDocument();
    expect(screen.getByText('Please describe the issue')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it('asks signed-out visitors for an optional contact e-mail and sends the report', async () => {
    const submit = vi.fn().mockResolvedValue(true);
    renderWithProviders(
      <ReportIssueDialog
        open
        onClose={vi.fn()}
        storeName="Fresh Mart"
        signedIn={false}
        submit={submit}
      />,
    );
    await choose('Wrong hours', 'Issue type');
    fireEvent.change(screen.getByLabelText(/^Description/), {
      target: { value: '  Closes at 8, not 10  ' },
    });
    fireEvent.change(screen.getByLabelText('Your email (optional)'), {
      target: { value: 'Ann@Example.org' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Report' }));
    expect(await screen.findByText('Report submitted successfully')).toBeInTheDocument();
    expect(
      screen.getByText("Thank you for reporting this issue. We'll review it shortly."),
    ).toBeInTheDocument();
    expect(submit).toHaveBeenCalledWith({
      issueType: 'hours-wrong',
      description: 'Closes at 8, not 10',
      userEmail: 'ann@example.org',
    });
  });

  it("has no e-mail field for signed-in users and says 'Failed to submit report' on failure", async () => {
    renderWithProviders(
      <ReportIssueDialog
        open
        onClose={vi.fn()}
        storeName="Fresh Mart"
        signedIn
        submit={vi.fn().mockRejectedValue(new Error('down'))}
      />,
    );
    expect(screen.queryByLabelText('Your email (optional)')).not.toBeInTheDocument();
    await choose('Other', 'Issue type');
    fireEvent.change(screen.getByLabelText(/^Description/), {
      target: { value: 'Moved next door' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Report' }));
    expect(await screen.findByText('Failed to submit report')).toBeInTheDocument();
    expect(
      screen.getByText('Please try again later or contact support directly.'),
    ).toBeInTheDocument();
  });
});

describe('Claim Your Business', () => {
  it("shows every rule's message and sends nothing until the form is right", async () => {
    const submit = vi.fn();
    renderWithProviders(
      <ClaimBusinessDialog open onClose={vi.fn()} storeName="Fresh Mart" submit={submit} />,
    );
    fireEvent.change(screen.getByLabelText(/^Full name/), { target: { value: 'A' } });
    fireEvent.change(screen.getByLabelText(/^Business email/), {
      target: { value: 'not-an-email' },
    });
    fireEvent.change(screen.getByLabelText(/^Phone number/), { target: { value: '555-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Claim' }));
    for (const message of [
      'Please select your role',
      'Name must be at least 2 characters',
      'Please enter a valid email address',
      'Please enter a valid phone number',
      'Please select a verification method',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(submit).not.toHaveBeenCalled();
  });

  it("offers the roles with their labels and says 'Claim Request Submitted' once sent", async () => {
    const submit = vi.fn().mockResolvedValue(true);
    renderWithProviders(
      <ClaimBusinessDialog
        open
        onClose={vi.fn()}
        storeName="Fresh Mart"
        defaultEmail="owner@example.org"
        submit={submit}
      />,
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Your role' }));
    const options = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Owner', 'Manager', 'Authorized Employee', 'Business Representative']);
    fireEvent.click(screen.getByRole('option', { name: 'Business Representative' }));
    fireEvent.change(screen.getByLabelText(/^Full name/), { target: { value: 'Ana Ruiz' } });
    fireEvent.change(screen.getByLabelText(/^Phone number/), {
      target: { value: '(404) 555-0134' },
    });
    await choose('Postcard', 'Verification method');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Claim' }));
    expect(await screen.findByText('Claim Request Submitted')).toBeInTheDocument();
    expect(submit).toHaveBeenCalledWith({
      businessRole: 'representative',
      ownerName: 'Ana Ruiz',
      ownerEmail: 'owner@example.org',
      phone: '(404) 555-0134',
      verificationMethod: 'postcard',
      additionalInfo: null,
    });
  });

  it("says 'Submission Failed' when the claim cannot be sent", async () => {
    renderWithProviders(
      <ClaimBusinessDialog
        open
        onClose={vi.fn()}
        storeName="Fresh Mart"
        defaultEmail="owner@example.org"
        submit={vi.fn().mockRejectedValue(new Error('down'))}
      />,
    );
    await choose('Owner', 'Your role');
    fireEvent.change(screen.getByLabelText(/^Full name/), { target: { value: 'Ana Ruiz' } });
    fireEvent.change(screen.getByLabelText(/^Phone number/), { target: { value: '4045550134' } });
    await choose('Phone', 'Verification method');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Claim' }));
    expect(await screen.findByText('Submission Failed')).toBeInTheDocument();
    expect(
      screen.getByText('There was an error submitting your claim request. Please try again.'),
    ).toBeInTheDocument();
  });
});

describe('Photo upload', () => {
  const pick = (files: File[]) =>
    fireEvent.change(document.querySelector('input[type=file]') as HTMLInputElement, {
      target: { files },
    });

  it("reports each invalid file as '{file name}: {error}' and uploads only the valid ones", async () => {
    const submit = vi.fn().mockResolvedValue({ uploaded: 1, pointsEarned: 10 });
    const onClose = vi.fn();
    renderWithProviders(
      <PhotoUploadDialog open onClose={onClose} storeName="Fresh Mart" submit={submit} />,
    );
    expect(screen.getByRole('button', { name: 'Upload Photo' })).toBeDisabled();
    const good = image('front.png', 'image/png', 4096);
    pick([
      good,
      image('menu.pdf', 'application/pdf', 4096),
      image('tiny.png', 'image/png', 200),
      image('huge.png', 'image/png', 10 * 1024 * 1024 + 1),
      image('renamed.jpg', 'image/png', 4096),
      image('sixth.png', 'image/png', 4096),
    ]);
    expect(
      await screen.findByText(
        'menu.pdf: Invalid file type. Only JPG, PNG, GIF, and WebP images are allowed.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('tiny.png: File is too small. Please upload a valid image.'),
    ).toBeInTheDocument();
    expect(screen.getByText('huge.png: File size exceeds 10MB limit.')).toBeInTheDocument();
    expect(
      screen.getByText('renamed.jpg: File extension does not match file type.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Maximum 5 photos allowed. Only the first 5 will be kept.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('sixth.png')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Upload Photo' }));
    expect(await screen.findByText('+10 points earned!')).toBeInTheDocument();
    expect(submit).toHaveBeenCalledWith([good]);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('refuses a document renamed as a PNG by its content', async () => {
    renderWithProviders(
      <PhotoUploadDialog open onClose={vi.fn()} storeName="Fresh Mart" submit={vi.fn()} />,
    );
    pick([image('fake.png', 'image/png', 4096, [0x25, 0x50, 0x44, 0x46])]);
    expect(
      await screen.findByText(
        'fake.png: Invalid file type. Only JPG, PNG, GIF, and WebP images are allowed.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Photo' })).toBeDisabled();
  });

  it("says 'Failed to upload photos. Please try again.' when the upload fails and stays open", async () => {
    const onClose = vi.fn();
    renderWithProviders(
      <PhotoUploadDialog
        open
        onClose={onClose}
        storeName="Fresh Mart"
        submit={vi.fn().mockRejectedValue(new Error('down'))}
      />,
    );
    pick([image('a.png', 'image/png', 2048), image('b.png', 'image/png', 2048)]);
    fireEvent.click(await screen.findByRole('button', { name: 'Upload 2 Photos' }));
    expect(
      await screen.findByText('Failed to upload photos. Please try again.'),
    ).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('the store dialogs on a Spanish page', () => {
  it('word the hours by weekday and the report form, its choices and its checks in Spanish', async () => {
    await inSpanish(async () => {
      const submit = vi.fn().mockResolvedValue({ pointsEarned: 10 });
      const { unmount } = renderWithProviders(
        <AddHoursDialog
          open
          onClose={vi.fn()}
          storeName="Fresh Mart"
          submit={submit}
          onAdded={vi.fn()}
        />,
      );
      expect(screen.getByRole('heading', { name: 'Agregar horario de la tienda' })).toBeVisible();
      expect(screen.getByText('Horario de Fresh Mart, en formato de 24 horas.')).toBeVisible();
      const monday = screen.getByRole('group', { name: 'Lunes' });
      fireEvent.change(within(monday).getByLabelText('Lunes: abre'), { target: { value: '' } });
      fireEvent.click(screen.getByRole('button', { name: 'Agregar horario de la tienda' }));
      expect(
        await screen.findByText('Lunes: las horas deben escribirse en formato de 24 horas HH:MM'),
      ).toBeVisible();
      expect(submit).not.toHaveBeenCalled();
      unmount();

      const report = vi.fn().mockResolvedValue(true);
      renderWithProviders(
        <ReportIssueDialog
          open
          onClose={vi.fn()}
          storeName="Fresh Mart"
          signedIn={false}
          submit={report}
        />,
      );
      fireEvent.click(screen.getByRole('button', { name: 'Enviar reporte' }));
      expect(await screen.findByText('Elija el tipo de problema')).toBeVisible();
      expect(screen.getByText('Describa el problema')).toBeVisible();
      await choose('Horario equivocado', 'Tipo de problema');
      fireEvent.change(screen.getByLabelText(/^Descripción/), {
        target: { value: 'Cierra a las 8' },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Enviar reporte' }));
      expect(await screen.findByText('Su reporte fue enviado')).toBeVisible();
      expect(report).toHaveBeenCalledWith({
        issueType: 'hours-wrong',
        description: 'Cierra a las 8',
        userEmail: null,
      });
    });
  });
});
