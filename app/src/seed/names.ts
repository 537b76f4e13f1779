// Given and family names from many traditions, for demo members.
export const firstNames = [
  'Ada', 'Adebayo', 'Aiko', 'Alejandro', 'Amara', 'Amelia', 'Anan', 'Andrea', 'Anika', 'Arjun',
  'Astrid', 'Aurelio', 'Beatriz', 'Bilal', 'Bjorn', 'Camille', 'Carmen', 'Chen', 'Chiara', 'Chidi',
  'Clara', 'Dalia', 'Daniel', 'Dariusz', 'Dmitri', 'Elena', 'Elif', 'Emeka', 'Emil', 'Esther',
  'Fatima', 'Felix', 'Fernando', 'Freya', 'Gabriel', 'Giulia', 'Hana', 'Hannah', 'Hiroshi', 'Ibrahim',
  'Ines', 'Ingrid', 'Isabel', 'Ivan', 'Jamal', 'Javier', 'Johanna', 'Jonas', 'Julien', 'Kai',
  'Kalinda', 'Karim', 'Katarina', 'Kenji', 'Kwame', 'Lars', 'Laila', 'Leila', 'Lena', 'Liam',
  'Lucia', 'Mateo', 'Maya', 'Mei', 'Mikael', 'Miriam', 'Nadia', 'Naveen', 'Nia', 'Nikolai',
  'Noor', 'Olga', 'Omar', 'Oskar', 'Paolo', 'Priya', 'Rafael', 'Rania', 'Ravi', 'Rosa',
  'Saanvi', 'Samuel', 'Sara', 'Sebastian', 'Sofia', 'Soren', 'Tariq', 'Thandiwe', 'Theo', 'Tomas',
  'Valentina', 'Vikram', 'Wei', 'Yara', 'Yasmin', 'Yusuf', 'Zainab', 'Zhang', 'Zofia', 'Zoran',
];

export const lastNames = [
  'Abara', 'Acheampong', 'Adeyemi', 'Alvarez', 'Andersen', 'Aoki', 'Bakker', 'Banerjee', 'Bergstrom', 'Bianchi',
  'Brennan', 'Castillo', 'Chatterjee', 'Chen', 'Costa', 'Dahl', 'Dubois', 'Eriksson', 'Esposito', 'Fernandes',
  'Fischer', 'Fujimoto', 'Garcia', 'Greenberg', 'Gupta', 'Haddad', 'Hansen', 'Hernandez', 'Hoffmann', 'Ibrahim',
  'Ivanova', 'Jansen', 'Jensen', 'Kaur', 'Kim', 'Kowalski', 'Kumar', 'Larsen', 'Laurent', 'Lindqvist',
  'Lopez', 'Mahlangu', 'Martins', 'Mendoza', 'Moreau', 'Morales', 'Mwangi', 'Nakamura', 'Nguyen', 'Novak',
  'Nowak', 'Obi', 'Okafor', 'Oliveira', 'Olsen', 'Osei', 'Park', 'Petrov', 'Popescu', 'Quispe',
  'Rahman', 'Ramirez', 'Rossi', 'Sato', 'Schmidt', 'Schneider', 'Silva', 'Singh', 'Sokolov', 'Suzuki',
  'Takahashi', 'Tanaka', 'Tembo', 'Torres', 'Van der Berg', 'Vasquez', 'Virtanen', 'Wagner', 'Wang', 'Weber',
  'Wojcik', 'Yamamoto', 'Yilmaz', 'Zhou', 'Zielinski', 'Ahmed', 'Bauer', 'Conti', 'Diallo', 'Eze',
  'Fontaine', 'Gallo', 'Horvat', 'Ito', 'Jovanovic', 'Keller', 'Lombardi', 'Mensah', 'Nilsson', 'Ortiz',
];

export const demoTiers = ['associate', 'member', 'fellow', 'student'];
