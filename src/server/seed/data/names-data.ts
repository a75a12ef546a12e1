/**
 * Name material for the demo data: Indian person names from every region, and the words that make
 * plausible (invented) builder, realty, finance and agency names. Only letters and spaces, so every name
 * passes the name and legal-name validators.
 */
export const MALE_FIRST_NAMES = [
  'Aarav', 'Abhishek', 'Aditya', 'Ajay', 'Akash', 'Amit', 'Anand', 'Aniket', 'Ankit', 'Anil', 'Arvind', 'Ashok', 'Bharat', 'Chetan',
  'Deepak', 'Dhruv', 'Dinesh', 'Ganesh', 'Gaurav', 'Harish', 'Hemant', 'Jatin', 'Karan', 'Kiran', 'Kunal', 'Mahesh', 'Manoj', 'Mohit',
  'Mukesh', 'Naveen', 'Nikhil', 'Nitin', 'Pankaj', 'Pradeep', 'Prakash', 'Pranav', 'Prashant', 'Rahul', 'Rajesh', 'Rakesh', 'Ramesh',
  'Ravi', 'Rohan', 'Rohit', 'Sachin', 'Sandeep', 'Sanjay', 'Santosh', 'Satish', 'Saurabh', 'Shankar', 'Siddharth', 'Srinivas', 'Sudhir',
  'Sunil', 'Suresh', 'Tarun', 'Tushar', 'Varun', 'Venkatesh', 'Vijay', 'Vinod', 'Vishal', 'Yash', 'Imran', 'Faisal', 'Salman', 'Harpreet',
  'Gurpreet', 'Joseph', 'Thomas', 'Anthony',
] as const;

export const FEMALE_FIRST_NAMES = [
  'Aarti', 'Aishwarya', 'Anjali', 'Ananya', 'Anita', 'Archana', 'Bhavna', 'Deepa', 'Divya', 'Gayatri', 'Geeta', 'Isha', 'Jyoti', 'Kavita',
  'Kavya', 'Lakshmi', 'Madhuri', 'Manisha', 'Meena', 'Megha', 'Neha', 'Nisha', 'Pallavi', 'Pooja', 'Priya', 'Rashmi', 'Rekha', 'Ritu',
  'Sakshi', 'Shalini', 'Shilpa', 'Shreya', 'Smita', 'Sneha', 'Sonal', 'Sunita', 'Swati', 'Tanvi', 'Uma', 'Vandana', 'Varsha', 'Vidya',
  'Zoya', 'Farah', 'Ayesha', 'Simran', 'Mary', 'Priyanka',
] as const;

export const LAST_NAMES = [
  'Sharma', 'Verma', 'Gupta', 'Agarwal', 'Patel', 'Shah', 'Mehta', 'Desai', 'Iyer', 'Iyengar', 'Nair', 'Menon', 'Pillai', 'Reddy', 'Rao',
  'Naidu', 'Kulkarni', 'Joshi', 'Deshpande', 'Patil', 'Chatterjee', 'Banerjee', 'Mukherjee', 'Ghosh', 'Das', 'Bose', 'Sen', 'Singh',
  'Chauhan', 'Yadav', 'Khan', 'Shaikh', 'Qureshi', 'Siddiqui', 'Fernandes', 'Pereira', 'Kapoor', 'Malhotra', 'Khanna', 'Bhatia', 'Arora',
  'Chopra', 'Saxena', 'Mishra', 'Tiwari', 'Pandey', 'Dubey', 'Srivastava', 'Jain', 'Bansal', 'Goyal', 'Mittal', 'Gill', 'Sandhu',
  'Krishnan', 'Subramanian', 'Venkatesh', 'Raman', 'Hegde', 'Shetty', 'Kamath', 'Pai', 'Bhat', 'Thakur', 'Chaudhary', 'Kumar',
] as const;

/** First words of builder, broker and firm names. */
export const FIRM_WORDS = [
  'Shree Balaji', 'Sai Krupa', 'Siddhivinayak', 'Skyline', 'Pinnacle', 'Sunrise', 'Greenfield', 'Silverline', 'Vastu', 'Shubh',
  'Mangalam', 'Navkar', 'Ashirwad', 'Mahalaxmi', 'Aakriti', 'Vaibhav', 'Kalpavriksha', 'Samruddhi', 'Trident', 'Orchid', 'Lotus',
  'Emerald', 'Sapphire', 'Crystal', 'Horizon', 'Meridian', 'Landmark', 'Cornerstone', 'Keystone', 'Heritage', 'Royal', 'Regal',
  'Urbanrise', 'Gharonda', 'Nirmaan', 'Sankalp', 'Prerna', 'Vatika', 'Tulsi', 'Ganga', 'Kaveri', 'Narmada', 'Shivalik', 'Aravali',
  'Nilgiri', 'Sahyadri', 'Kohinoor', 'Amrut', 'Anant', 'Omkar', 'Shanti', 'Suvidha', 'Uday', 'Pragati', 'Vishwas', 'Yashoda',
] as const;

export const BUILDER_SUFFIXES = ['Developers', 'Builders', 'Realty', 'Infra', 'Constructions', 'Estates', 'Homes', 'Group', 'Infraprojects', 'Buildcon', 'Promoters'] as const;
export const BROKER_SUFFIXES = ['Realty', 'Properties', 'Estate Agents', 'Property Consultants', 'Realtors', 'Real Estate', 'Housing Solutions', 'Property Services'] as const;
export const FINANCE_SUFFIXES = ['Home Finance', 'Housing Finance', 'Home Loans', 'Sahakari Bank', 'Cooperative Bank', 'Capital'] as const;
export const AGENCY_SUFFIXES = ['Digital', 'Media', 'Brand Solutions', 'Advertising', 'Communications', 'Marketing Services'] as const;
/** Legal forms appended to a firm's legal name (no punctuation, so legal names pass the validators). */
export const COMPANY_FORMS = ['Private Limited', 'Pvt Ltd', 'LLP', 'Limited'] as const;

export const BUILDING_WORDS = [
  'Heights', 'Residency', 'Towers', 'Enclave', 'Park', 'Gardens', 'Plaza', 'Arcade', 'Court', 'Greens', 'Vista', 'Avenue', 'Square', 'Business Centre',
] as const;

export const ROAD_WORDS = ['Main Road', 'Cross Road', 'Link Road', 'Station Road', 'Ring Road', 'Market Road', 'Temple Street', 'Church Street'] as const;

export const PROJECT_WORDS = [
  'Serenity', 'Elixir', 'Aspire', 'Altura', 'Eden', 'Solitaire', 'Verde', 'Imperia', 'Zenith', 'Ananta', 'Aura', 'Iris', 'Panorama',
  'Palm Grove', 'Lake View', 'Hill Crest', 'River Side', 'Sky Villas', 'Green Acres', 'Prime', 'Signature', 'One', 'Grande', 'Bliss',
] as const;
