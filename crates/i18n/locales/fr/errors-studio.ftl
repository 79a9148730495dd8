# Les refus de l’atelier : brouillons, versions, imports, publications et
# signalements. `problems` est la liste du vérificateur telle qu’il l’écrit en
# anglais (la page de l’atelier montre chaque problème dans la langue du lecteur).

errors-studio-unknown-game = l’atelier écrit des enquêtes de Watson & Holmes (watson-holmes) et des énigmes de Lateral Puzzles (lateral-puzzles), pas « { $game } »
errors-studio-draft-too-long = un brouillon compte au plus { $max } octets ; celui-ci en compte { $bytes }
errors-studio-draft-nul = un brouillon est du texte : pas de caractère NUL
errors-studio-no-draft = vous n’avez pas de brouillon « { $draft } »
errors-studio-no-saved-version = ce brouillon n’a aucune version enregistrée
errors-studio-no-version = ce brouillon n’a pas de version { $version }
errors-studio-too-many-drafts = un compte garde au plus { $max } brouillons
errors-studio-too-many-versions = un brouillon garde au plus { $max } versions : exportez-le et importez-le comme nouveau brouillon
errors-studio-saved-elsewhere = le brouillon a été enregistré ailleurs au même moment : rechargez-le et enregistrez à nouveau
errors-studio-fix-first = corrigez d’abord le brouillon : { $problems }
errors-studio-fix-before-publishing = corrigez le brouillon avant de le publier : { $problems }
errors-studio-not-importable = { $noun ->
    [case] ce fichier n’est pas une enquête que l’atelier peut importer : { $problems }
   *[other] ce fichier n’est pas une énigme que l’atelier peut importer : { $problems }
  }
errors-studio-already-published = la version { $version } est déjà publiée : modifiez le brouillon pour publier une nouvelle édition
errors-studio-report-length = dites ce qui ne va pas en 1 à { $max } caractères
errors-studio-report-control = un signalement est du texte brut : pas de caractères de contrôle
errors-studio-no-publication = la bibliothèque n’a pas « { $publication } »
errors-studio-publication-of-another-game = « { $publication } » est une publication de { $game }, pas de { $asked }
