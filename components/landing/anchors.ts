/** Section anchors of the landing page, shared by the header menus of both public pages. */
export const sectionIds = {
  start: 'inicio',
  features: 'funcionalidades',
  howItWorks: 'como-funciona',
  feedback: 'depoimentos',
  nutritionist: 'nutricionistas',
  contact: 'contato',
  download: 'baixar-app',
} as const;

export const mainContentId = 'conteudo';
