import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from '@/components/ui/avatar';
import { renderWithMessages } from './render';

describe('Avatar', () => {
  it('shows the photo named after the person', () => {
    renderWithMessages(<Avatar src="/uploads/ana.webp" name="Ana Souza" size={48} />);
    const image = screen.getByRole('img', { name: 'Ana Souza' });
    expect(image).toHaveAttribute('src', '/uploads/ana.webp');
    expect(image).toHaveAttribute('width', '48');
  });

  it('falls back to initials without a photo', () => {
    renderWithMessages(<Avatar name="Ana Maria Souza" />);
    const avatar = screen.getByRole('img', { name: 'Ana Maria Souza' });
    expect(avatar).toHaveTextContent('AS');
  });

  it('falls back to initials when the photo fails to load', () => {
    renderWithMessages(<Avatar src="/uploads/missing.webp" name="Bruno Lima" />);
    fireEvent.error(screen.getByRole('img', { name: 'Bruno Lima' }));
    const avatar = screen.getByRole('img', { name: 'Bruno Lima' });
    expect(avatar.tagName).toBe('SPAN');
    expect(avatar).toHaveTextContent('BL');
  });

  it('stays silent when the name is written beside it', () => {
    renderWithMessages(
      <>
        <Avatar src="/uploads/ana.webp" name="Ana Souza" decorative />
        <Avatar name="Bruno Lima" decorative />
      </>,
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
