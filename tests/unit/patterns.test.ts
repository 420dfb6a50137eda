import { describe, expect, it } from 'vitest';
import { isStrongPassword, isValidEmail } from '@/lib/rules/patterns';

describe('isValidEmail', () => {
  it.each(['ana@exemplo.com', 'ana.souza+nutri@clinica.com.br', 'a@b.c', 'x_y@dominio.museum'])(
    'accepts %s',
    (email) => expect(isValidEmail(email)).toBe(true),
  );

  it.each([
    '',
    'ana',
    'ana@',
    'ana@exemplo',
    'ana@exemplo.',
    'ana@exemplo.c0m',
    'ana@exemplo.abcdefg',
    'ana maria@exemplo.com',
    ' ana@exemplo.com',
    'ana@@exemplo.com',
  ])('rejects %j', (email) => expect(isValidEmail(email)).toBe(false));
});

describe('isStrongPassword', () => {
  it.each(['Senha123', 'abcDEF12', 'Ação2024!'])('accepts %s', (password) =>
    expect(isStrongPassword(password)).toBe(true),
  );

  it.each([
    ['shorter than 8', 'Senh4'],
    ['7 characters', 'Senha12'],
    ['no uppercase', 'senha123'],
    ['no lowercase', 'SENHA123'],
    ['no digit', 'SenhaForte'],
    ['empty', ''],
  ])('rejects a password with %s', (_, password) => expect(isStrongPassword(password)).toBe(false));
});
