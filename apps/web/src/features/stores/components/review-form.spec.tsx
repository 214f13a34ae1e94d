import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { inSpanish } from '../../../testing/languages';
import { ReviewForm } from './review-form';

function setup(submit = vi.fn().mockResolvedValue(undefined), heldUntilConfirmed = false) {
  const onDone = vi.fn();
  renderWithProviders(
    <ReviewForm
      submit={submit}
      onDone={onDone}
      onCancel={vi.fn()}
      heldUntilConfirmed={heldUntilConfirmed}
    />,
  );
  return {
    submit,
    onDone,
    button: () => screen.getByRole('button', { name: /Submit Review|Submitting\.\.\./ }),
  };
}

describe('review form', () => {
  it('keeps submit disabled until a star is chosen', () => {
    const { button } = setup();
    expect(button()).toBeDisabled();
    fireEvent.click(screen.getByLabelText('4 stars'));
    expect(button()).toBeEnabled();
  });

  it("counts characters live as 'n/1000 characters'", () => {
    setup();
    expect(screen.getByText('0/1000 characters')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Your review (optional)'), {
      target: { value: 'Friendly staff' },
    });
    expect(screen.getByText('14/1000 characters')).toBeInTheDocument();
  });

  it("refuses more than 1000 characters with the schema's message and saves nothing", async () => {
    const { submit, button } = setup();
    fireEvent.click(screen.getByLabelText('5 stars'));
    fireEvent.change(screen.getByLabelText('Your review (optional)'), {
      target: { value: 'x'.repeat(1001) },
    });
    expect(screen.getByText('1001/1000 characters')).toBeInTheDocument();
    fireEvent.click(button());
    expect(await screen.findByText('Failed to submit review')).toBeInTheDocument();
    expect(screen.getByText('Review must be less than 1000 characters')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it("saves the review as typed (trimmed), says 'Submitting...' meanwhile, then 'Review submitted successfully!' and resets", async () => {
    let finish!: () => void;
    const submit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { onDone, button } = setup(submit);
    fireEvent.click(screen.getByLabelText('3 stars'));
    fireEvent.change(screen.getByLabelText('Your review (optional)'), {
      target: { value: '  Good <b>"prices"</b> & clean  ' },
    });
    fireEvent.click(button());
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    // Issue 43, finding 5: nothing is stripped (it was 'Good bprices/b  clean').
    expect(submit).toHaveBeenCalledWith({ rating: 3, review_text: 'Good <b>"prices"</b> & clean' });
    finish();
    expect(await screen.findByText('Review submitted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(screen.getByText('0/1000 characters')).toBeInTheDocument();
  });

  it('tells a member whose address is not confirmed that others will see the review once it is (issue 43, finding 2)', async () => {
    const { button } = setup(vi.fn().mockResolvedValue(undefined), true);
    fireEvent.click(screen.getByLabelText('4 stars'));
    fireEvent.click(button());
    expect(await screen.findByText('Review submitted successfully!')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Others will see it once you confirm your e-mail address with the link we sent you.',
      ),
    ).toBeInTheDocument();
  });

  it("says '+15 points earned!' after a review that earned points, and nothing more when it earned none", async () => {
    const { button } = setup(
      vi
        .fn()
        .mockResolvedValueOnce({ pointsEarned: 15 })
        .mockResolvedValueOnce({ pointsEarned: 0 }),
    );
    expect((screen.getByLabelText('Your review (optional)') as HTMLTextAreaElement).maxLength).toBe(
      1000,
    );
    fireEvent.click(screen.getByLabelText('4 stars'));
    fireEvent.click(button());
    expect(await screen.findByText('+15 points earned!')).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('2 stars'));
    fireEvent.click(button());
    await waitFor(() =>
      expect(screen.getAllByText('Review submitted successfully!')).toHaveLength(2),
    );
    expect(screen.getAllByText(/points earned!/)).toHaveLength(1);
  });

  it("shows 'Failed to submit review' with the server's message when saving fails", async () => {
    const { button, onDone } = setup(
      vi
        .fn()
        .mockRejectedValue(
          new Error('Rating is required, Review must be less than 1000 characters'),
        ),
    );
    fireEvent.click(screen.getByLabelText('1 star'));
    fireEvent.click(button());
    expect(await screen.findByText('Failed to submit review')).toBeInTheDocument();
    expect(
      screen.getByText('Rating is required, Review must be less than 1000 characters'),
    ).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('speaks Spanish on a Spanish page: labels, the counter, the schema and the points', async () => {
    await inSpanish(async () => {
      const submit = vi.fn().mockResolvedValue({ pointsEarned: 15 });
      const onDone = vi.fn();
      renderWithProviders(<ReviewForm submit={submit} onDone={onDone} onCancel={vi.fn()} />);
      const send = () => screen.getByRole('button', { name: 'Enviar reseña' });
      expect(screen.getByText('Su calificación')).toBeInTheDocument();
      expect(send()).toBeDisabled();
      expect(screen.getByText('0/1000 caracteres')).toBeInTheDocument();
      fireEvent.click(screen.getByLabelText('5 estrellas'));
      fireEvent.change(screen.getByLabelText('Su reseña (opcional)'), {
        target: { value: 'x'.repeat(1001) },
      });
      fireEvent.click(send());
      expect(await screen.findByText('No se pudo enviar la reseña')).toBeInTheDocument();
      expect(screen.getByText('La reseña debe tener menos de 1000 caracteres')).toBeInTheDocument();
      expect(submit).not.toHaveBeenCalled();
      fireEvent.change(screen.getByLabelText('Su reseña (opcional)'), {
        target: { value: 'Buenos precios' },
      });
      fireEvent.click(send());
      expect(await screen.findByText('¡Su reseña fue enviada!')).toBeInTheDocument();
      expect(screen.getByText('¡Ganó 15 puntos!')).toBeInTheDocument();
    });
  });
});
