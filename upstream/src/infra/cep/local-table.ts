// The CEPs the API knows without any network (CEP_API_URL unset): real addresses, as the Correios
// directory (and ViaCEP) gives them — one in each of the 27 state capitals, plus the ones the demo data
// uses. A fresh machine with no internet still fills the address form with these.
import type { CepAddress } from './provider';

const entry = (city: string, uf: string, neighborhood: string, street: string): CepAddress => ({
  city,
  uf,
  neighborhood,
  street,
});

export const LOCAL_CEPS: Readonly<Record<string, CepAddress>> = {
  // The demo nutritionist's office (seed), and São Paulo's kilometre zero.
  '01310100': entry('São Paulo', 'SP', 'Bela Vista', 'Avenida Paulista'),
  '01001000': entry('São Paulo', 'SP', 'Sé', 'Praça da Sé'),
  '01045001': entry('São Paulo', 'SP', 'República', 'Praça da República'),
  // One in each state capital.
  '69900156': entry('Rio Branco', 'AC', 'Preventório', 'Beco da Ligação I'),
  '57017130': entry('Maceió', 'AL', 'Levada', 'Rua Presidente Prudente de Moraes'),
  '68908883': entry('Macapá', 'AP', 'Infraero', 'Avenida Marechal Eduardo Gomes'),
  '69020060': entry('Manaus', 'AM', 'Centro', 'Rua Major Gabriel'),
  '41510307': entry('Salvador', 'BA', 'São Cristóvão', 'Rua da Rodagem'),
  '60170001': entry('Fortaleza', 'CE', 'Aldeota', 'Avenida Desembargador Moreira'),
  '70351757': entry('Brasília', 'DF', 'Asa Sul', 'SHIGS 708 Bloco G'),
  '29075055': entry('Vitória', 'ES', 'Goiabeiras', 'Praça Darcy José de Sá Filho'),
  '74369577': entry('Goiânia', 'GO', 'Setor Três Marias', 'Rua MMM 3'),
  '65058689': entry('São Luís', 'MA', 'Vila Apaco', 'Rua Cristo Rei'),
  '78020290': entry('Cuiabá', 'MT', 'Centro-Sul', 'Rua Joaquim Murtinho'),
  '79002290': entry('Campo Grande', 'MS', 'Monte Castelo', 'Rua da Imprensa'),
  '30120060': entry('Belo Horizonte', 'MG', 'Centro', 'Rua dos Carijós'),
  '66055260': entry('Belém', 'PA', 'Nazaré', 'Avenida Governador José Malcher'),
  '58015200': entry('João Pessoa', 'PB', 'Jaguaribe', 'Rua Doutor Batista Lins'),
  '80520560': entry('Curitiba', 'PR', 'Bom Retiro', 'Rua Carlos Augusto Cornelsen'),
  '52061410': entry('Recife', 'PE', 'Casa Forte', 'Rua Jacó Velosino'),
  '64000290': entry('Teresina', 'PI', 'Centro', 'Rua Arlindo Nogueira'),
  '20040002': entry('Rio de Janeiro', 'RJ', 'Centro', 'Avenida Rio Branco'),
  '59020360': entry('Natal', 'RN', 'Barro Vermelho', 'Rua Montano Emerenciano'),
  '91540310': entry('Porto Alegre', 'RS', 'Lomba do Pinheiro', 'Rua Ernesto Liscano'),
  '76807318': entry('Porto Velho', 'RO', 'Nova Floresta', 'Rua dos Buritis'),
  '69316308': entry('Boa Vista', 'RR', 'Operário', 'Avenida General Bento Gonçalves'),
  '88058089': entry('Florianópolis', 'SC', 'Ingleses do Rio Vermelho', 'Servidão Nossa Senhora Aparecida'),
  '49082600': entry('Aracaju', 'SE', 'Novo Paraíso', 'Avenida Tiradentes'),
  '77023576': entry('Palmas', 'TO', 'Plano Diretor Sul', 'Quadra ARSE 102 Alameda 14 A'),
};
