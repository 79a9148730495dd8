# Les refus de l’atelier : brouillons, versions, imports, publications et
# signalements. Un brouillon refusé pour ses problèmes dit combien il en a
# (`count`) ; le refus liste à côté les problèmes eux-mêmes, chacun dans la
# langue du lecteur.

errors-studio-unknown-game = l’atelier écrit des enquêtes de Watson & Holmes (watson-holmes) et des énigmes de Lateral Puzzles (lateral-puzzles), pas « { $game } »
errors-studio-draft-too-long = un brouillon compte au plus { $max } octets ; celui-ci en compte { $bytes }
errors-studio-draft-nul = un brouillon est du texte : pas de caractère NUL
errors-studio-no-draft = vous n’avez pas de brouillon « { $draft } »
errors-studio-no-saved-version = ce brouillon n’a aucune version enregistrée
errors-studio-no-version = ce brouillon n’a pas de version { $version }
errors-studio-too-many-drafts = un compte garde au plus { $max } brouillons
errors-studio-too-many-versions = un brouillon garde au plus { $max } versions : exportez-le et importez-le comme nouveau brouillon
errors-studio-saved-elsewhere = le brouillon a été enregistré ailleurs au même moment : rechargez-le et enregistrez à nouveau
errors-studio-fix-first = { $count ->
    [one] ce brouillon a { $count } problème : corrigez-le d’abord
   *[other] ce brouillon a { $count } problèmes : corrigez-les d’abord
  }
errors-studio-fix-before-publishing = { $count ->
    [one] ce brouillon a { $count } problème : corrigez-le avant de publier
   *[other] ce brouillon a { $count } problèmes : corrigez-les avant de publier
  }
errors-studio-not-importable = { $count ->
    [one] ce fichier a { $count } problème
   *[other] ce fichier a { $count } problèmes
  } : l’atelier ne peut pas l’importer en tant { $game ->
    [watson-holmes] qu’enquête
   *[other] qu’énigme
  }
errors-studio-already-published = la version { $version } est déjà publiée : modifiez le brouillon pour publier une nouvelle édition
errors-studio-report-length = dites ce qui ne va pas en 1 à { $max } caractères
errors-studio-report-control = un signalement est du texte brut : pas de caractères de contrôle
errors-studio-no-publication = la bibliothèque n’a pas « { $publication } »
errors-studio-publication-of-another-game = « { $publication } » est une publication de { $game }, pas de { $asked }
errors-studio-publication-outdated = « { $publication } » n’est plus acceptée par le vérificateur ({ $count ->
    [one] { $count } problème
   *[other] { $count } problèmes
  }) : la personne qui l’a publiée peut en publier une édition corrigée depuis l’atelier
