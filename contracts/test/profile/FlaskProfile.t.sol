// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IAccessControl} from "@openzeppelin/contracts/access/IAccessControl.sol";
import {IERC20Errors, IERC721Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";
import {FlaskProfile} from "../../src/profile/FlaskProfile.sol";
import {FlaskToken} from "../../src/token/FlaskToken.sol";
import {ProfileFixture} from "./ProfileFixture.sol";

contract FlaskProfileTest is ProfileFixture {
    event UserNew(address indexed user, uint256 indexed teamId, address nftAddress, uint256 tokenId);
    event UserPause(address indexed user, uint256 indexed teamId);
    event UserReactivate(address indexed user, uint256 indexed teamId, address nftAddress, uint256 tokenId);
    event UserUpdate(address indexed user, address nftAddress, uint256 tokenId);
    event UserPointIncrease(address indexed user, uint256 numberPoints, uint256 indexed campaignId);
    event TeamPointIncrease(uint256 indexed teamId, uint256 numberPoints, uint256 indexed campaignId);
    event UserChangeTeam(address indexed user, uint256 oldTeamId, uint256 newTeamId);
    event TeamAdd(uint256 indexed teamId, string teamName);
    event TeamRename(uint256 indexed teamId, string teamName, string teamDescription);
    event TeamJoinable(uint256 indexed teamId, bool joinable);
    event FeesUpdated(uint256 reactivate, uint256 register, uint256 update);

    function unauthorized(address account, bytes32 role) internal pure returns (bytes memory) {
        return abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, account, role);
    }

    function pair(address a, address b) internal pure returns (address[] memory list) {
        list = new address[](2);
        (list[0], list[1]) = (a, b);
    }

    // ---- deployment ----

    function test_constructorSetsFeesAndAdmin() public view {
        assertEq(address(profile.flask()), address(flask), "flask");
        assertEq(profile.numberFlaskToRegister(), REGISTER_FEE, "register");
        assertEq(profile.numberFlaskToReactivate(), REACTIVATE_FEE, "reactivate");
        assertEq(profile.numberFlaskToUpdate(), UPDATE_FEE, "update");
        assertEq(profile.defaultAdmin(), admin, "admin");
        assertEq(uint256(profile.defaultAdminDelay()), 2 days, "admin delay");
        assertEq(profile.numberTeams(), 3, "teams");
    }

    function test_constructorRejectsZeroFlask() public {
        vm.expectRevert(FlaskProfile.ZeroAddress.selector);
        new FlaskProfile(address(0), 1, 1, 1, admin);
    }

    // ---- createProfile ----

    function test_createProfileHoldsTheNFTAndBurnsTheFee() public {
        uint256 tokenId = mintBunny(alice);
        uint256 supply = flask.totalSupply();
        uint256 balance = flask.balanceOf(alice);
        vm.expectEmit();
        emit UserNew(alice, 2, address(bunnies), tokenId);
        vm.prank(alice);
        profile.createProfile(2, address(bunnies), tokenId);

        assertEq(bunnies.ownerOf(tokenId), address(profile), "custody");
        assertEq(balance - flask.balanceOf(alice), REGISTER_FEE, "paid");
        assertEq(supply - flask.totalSupply(), REGISTER_FEE, "burned");
        assertEq(flask.balanceOf(address(profile)), 0, "nothing kept");
        FlaskProfile.User memory u = userOf(alice);
        assertEq(uint256(u.userId), 1, "first user id");
        assertEq(uint256(u.teamId), 2, "team");
        assertEq(u.nftAddress, address(bunnies), "nft");
        assertEq(u.tokenId, tokenId, "token");
        assertEq(u.isActive, true, "active");
        assertEq(u.numberPoints, 0, "points");
        assertEq(profile.hasRegistered(alice), true, "registered");
        assertEq(teamUsers(2), 1, "team users");
        assertEq(profile.numberActiveProfiles(), 1, "active");
        assertEq(profile.numberRegisteredProfiles(), 1, "registered count");
    }

    function test_userIdsCountUpFromOne() public {
        register(alice, 1);
        register(bob, 1);
        register(carol, 3);
        assertEq(uint256(userOf(alice).userId), 1);
        assertEq(uint256(userOf(bob).userId), 2);
        assertEq(uint256(userOf(carol).userId), 3);
        assertEq(teamUsers(1), 2, "team 1");
        assertEq(teamUsers(3), 1, "team 3");
    }

    function test_createProfileWithAnAlchemist() public {
        uint256 tokenId = alchemists.mint(alice, "ipfs://alchemist", 1);
        vm.prank(alice);
        profile.createProfile(1, address(alchemists), tokenId);
        assertEq(alchemists.ownerOf(tokenId), address(profile), "custody");
    }

    function test_createProfileRejectsASecondProfile() public {
        register(alice, 1);
        uint256 tokenId = mintBunny(alice);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(FlaskProfile.AlreadyRegistered.selector, alice));
        profile.createProfile(1, address(bunnies), tokenId);
    }

    function test_createProfileRejectsAnUnknownOrClosedTeam() public {
        uint256 tokenId = mintBunny(alice);
        vm.startPrank(alice);
        vm.expectRevert(abi.encodeWithSelector(FlaskProfile.TeamNotFound.selector, 0));
        profile.createProfile(0, address(bunnies), tokenId);
        vm.expectRevert(abi.encodeWithSelector(FlaskProfile.TeamNotFound.selector, 4));
        profile.createProfile(4, address(bunnies), tokenId);
        vm.stopPrank();
        vm.prank(admin);
        profile.makeTeamNotJoinable(3);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(FlaskProfile.TeamNotJoinable.selector, 3));
        profile.createProfile(3, address(bunnies), tokenId);
    }

    function test_createProfileNeedsAnAllowedCollection() public {
        FlaskToken other = new FlaskToken(address(this)); // any contract without NFT_ROLE
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(FlaskProfile.CollectionNotAllowed.selector, address(other)));
        profile.createProfile(1, address(other), 1);
        uint256 tokenId = mintBunny(alice);
        vm.startPrank(admin);
        profile.revokeRole(profile.NFT_ROLE(), address(bunnies));
        vm.stopPrank();
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(FlaskProfile.CollectionNotAllowed.selector, address(bunnies)));
        profile.createProfile(1, address(bunnies), tokenId);
    }

    function test_createProfileNeedsTheCallersToken() public {
        uint256 tokenId = mintBunny(bob);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(FlaskProfile.NotTokenOwner.selector, address(bunnies), tokenId));
        profile.createProfile(1, address(bunnies), tokenId);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IERC721Errors.ERC721NonexistentToken.selector, 99));
        profile.createProfile(1, address(bunnies), 99);
    }

    function test_createProfileNeedsTheFeeAllowanceAndTheNFTApproval() public {
        uint256 tokenId = mintBunny(alice);
        vm.startPrank(alice);
        flask.approve(address(profile), 1 ether);
        vm.expectRevert(
            abi.encodeWithSelector(
                IERC20Errors.ERC20InsufficientAllowance.selector, address(profile), 1 ether, REGISTER_FEE
            )
        );
        profile.createProfile(1, address(bunnies), tokenId);
        flask.approve(address(profile), type(uint256).max);
        bunnies.setApprovalForAll(address(profile), false);
        vm.expectRevert(
            abi.encodeWithSelector(IERC721Errors.ERC721InsufficientApproval.selector, address(profile), tokenId)
        );
        profile.createProfile(1, address(bunnies), tokenId);
        vm.stopPrank();
    }

    function test_createProfileWithoutFeeWorks() public {
        vm.prank(admin);
        profile.updateNumberFlask(0, 0, 0);
        uint256 supply = flask.totalSupply();
        register(alice, 1);
        assertEq(flask.totalSupply(), supply, "nothing burned");
    }

    // ---- pause / reactivate ----

    function test_pauseReturnsTheNFTWithoutFee() public {
        uint256 tokenId = register(alice, 2);
        uint256 balance = flask.balanceOf(alice);
        vm.expectEmit();
        emit UserPause(alice, 2);
        vm.prank(alice);
        profile.pauseProfile();
        assertEq(bunnies.ownerOf(tokenId), alice, "returned");
        assertEq(flask.balanceOf(alice), balance, "no fee");
        FlaskProfile.User memory u = userOf(alice);
        assertEq(u.isActive, false, "inactive");
        assertEq(u.nftAddress, address(0), "no nft");
        assertEq(u.tokenId, 0, "no token");
        assertEq(uint256(u.teamId), 2, "still in the team");
        assertEq(uint256(u.userId), 1, "keeps its id");
        assertEq(profile.hasRegistered(alice), true, "still registered");
        assertEq(teamUsers(2), 0, "team users");
        assertEq(profile.numberActiveProfiles(), 0, "active");
        assertEq(profile.numberRegisteredProfiles(), 1, "registered");
    }

    function test_pauseNeedsAnActiveProfile() public {
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(FlaskProfile.NotRegistered.selector, alice));
        profile.pauseProfile();
        register(alice, 1);
        vm.startPrank(alice);
        profile.pauseProfile();
        vm.expectRevert(abi.encodeWithSelector(FlaskProfile.ProfileNotActive.selector, alice));
        profile.pauseProfile();
        vm.stopPrank();
    }

    function test_pauseReturnsTheNFTEvenAfterTheCollectionLostItsRole() public {
        uint256 tokenId = register(alice, 1);
        vm.startPrank(admin);
        profile.revokeRole(profile.NFT_ROLE(), address(bunnies));
        vm.stopPrank();
        vm.prank(alice);
        profile.pauseProfile();
        assertEq(bunnies.ownerOf(tokenId), alice, "returned");
    }

    function test_reactivateTakesANewNFTAndBurnsTheFee() public {
        uint256 first = register(alice, 2);
        vm.prank(alice);
        profile.pauseProfile();
        uint256 second = mintBunny(alice);
        uint256 supply = flask.totalSupply();
        vm.expectEmit();
        emit UserReactivate(alice, 2, address(bunnies), second);
        vm.prank(alice);
        profile.reactivateProfile(address(bunnies), second);
        assertEq(bunnies.ownerOf(second), address(profile), "custody");
        assertEq(bunnies.ownerOf(first), alice, "first stays with alice");
        assertEq(supply - flask.totalSupply(), REACTIVATE_FEE, "burned");
        FlaskProfile.User memory u = userOf(alice);
        assertEq(u.isActive, true, "active");
        assertEq(u.tokenId, second, "token");
        assertEq(teamUsers(2), 1, "team users");
        assertEq(profile.numberActiveProfiles(), 1, "active count");
    }

    function test_reactivateWorksInATeamClosedMeanwhile() public {
        uint256 tokenId = register(alice, 3);
        vm.prank(alice);
        profile.pauseProfile();
        vm.prank(admin);
        profile.makeTeamNotJoinable(3);
        vm.prank(alice);
        profile.reactivateProfile(address(bunnies), tokenId);
        assertEq(teamUsers(3), 1, "back in its team");
    }

    function test_reactivateRejects() public {
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(FlaskProfile.NotRegistered.selector, alice));
        profile.reactivateProfile(address(bunnies), 1);
        uint256 tokenId = register(alice, 1);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(FlaskProfile.ProfileActive.selector, alice));
        profile.reactivateProfile(address(bunnies), tokenId);
        vm.prank(alice);
        profile.pauseProfile();
        uint256 bobs = mintBunny(bob);
        vm.startPrank(alice);
        vm.expectRevert(abi.encodeWithSelector(FlaskProfile.NotTokenOwner.selector, address(bunnies), bobs));
        profile.reactivateProfile(address(bunnies), bobs);
        vm.expectRevert(abi.encodeWithSelector(FlaskProfile.CollectionNotAllowed.selector, address(flask)));
        profile.reactivateProfile(address(flask), tokenId);
        flask.approve(address(profile), 0);
        vm.expectRevert(
            abi.encodeWithSelector(
                IERC20Errors.ERC20InsufficientAllowance.selector, address(profile), 0, REACTIVATE_FEE
            )
        );
        profile.reactivateProfile(address(bunnies), tokenId);
        vm.stopPrank();
    }

    // ---- update ----

    function test_updateSwapsTheNFTsAndBurnsTheFee() public {
        uint256 first = register(alice, 1);
        uint256 second = alchemists.mint(alice, "ipfs://alchemist", 3);
        uint256 supply = flask.totalSupply();
        vm.expectEmit();
        emit UserUpdate(alice, address(alchemists), second);
        vm.prank(alice);
        profile.updateProfile(address(alchemists), second);
        assertEq(alchemists.ownerOf(second), address(profile), "new one held");
        assertEq(bunnies.ownerOf(first), alice, "old one returned");
        assertEq(supply - flask.totalSupply(), UPDATE_FEE, "burned");
        FlaskProfile.User memory u = userOf(alice);
        assertEq(u.nftAddress, address(alchemists), "nft");
        assertEq(u.tokenId, second, "token");
        assertEq(teamUsers(1), 1, "team users unchanged");
        assertEq(profile.numberActiveProfiles(), 1, "active unchanged");
    }

    function test_updateRejects() public {
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(FlaskProfile.NotRegistered.selector, alice));
        profile.updateProfile(address(bunnies), 1);
        uint256 tokenId = register(alice, 1);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(FlaskProfile.NotTokenOwner.selector, address(bunnies), tokenId));
        profile.updateProfile(address(bunnies), tokenId); // the one it already shows: held by the registry
        uint256 other = mintBunny(alice);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(FlaskProfile.CollectionNotAllowed.selector, address(flask)));
        profile.updateProfile(address(flask), other);
        vm.prank(alice);
        profile.pauseProfile();
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(FlaskProfile.ProfileNotActive.selector, alice));
        profile.updateProfile(address(bunnies), other);
    }

    // ---- custody ----

    function test_theRegistryRefusesNFTsItDidNotPull() public {
        uint256 tokenId = mintBunny(alice);
        vm.prank(alice);
        vm.expectRevert(FlaskProfile.UnexpectedNFT.selector);
        bunnies.safeTransferFrom(alice, address(profile), tokenId);
        assertEq(bunnies.ownerOf(tokenId), alice, "kept");
    }

    // ---- points ----

    function test_pointsGoToTheUserAndItsTeamAndRecordTheAchievement() public {
        register(alice, 2);
        vm.expectEmit();
        emit UserPointIncrease(alice, 50, 7);
        grantPoints(alice, 50, 7);
        grantPoints(alice, 25, 8);
        assertEq(userOf(alice).numberPoints, 75, "user points");
        assertEq(teamPoints(2), 75, "team points");
        assertEq(profile.hasAchievement(alice, 7), true, "campaign 7");
        assertEq(profile.hasAchievement(alice, 8), true, "campaign 8");
        assertEq(profile.hasAchievement(alice, 9), false, "campaign 9");
        assertEq(profile.hasAchievement(bob, 7), false, "bob");
    }

    function test_pausedProfilesStillEarnPoints() public {
        register(alice, 1);
        vm.prank(alice);
        profile.pauseProfile();
        grantPoints(alice, 10, 1);
        assertEq(userOf(alice).numberPoints, 10);
        assertEq(teamPoints(1), 10);
    }

    function test_pointsNeedARegisteredUser() public {
        vm.prank(pointGranter);
        vm.expectRevert(abi.encodeWithSelector(FlaskProfile.NotRegistered.selector, alice));
        profile.increaseUserPoints(alice, 10, 1);
    }

    function test_increaseUserPointsMultiple() public {
        register(alice, 1);
        register(bob, 2);
        vm.prank(pointGranter);
        profile.increaseUserPointsMultiple(pair(alice, bob), 30, 4);
        assertEq(userOf(alice).numberPoints, 30, "alice");
        assertEq(userOf(bob).numberPoints, 30, "bob");
        assertEq(teamPoints(1), 30, "team 1");
        assertEq(teamPoints(2), 30, "team 2");
        assertEq(profile.hasAchievement(bob, 4), true, "achievement");
        vm.prank(pointGranter);
        vm.expectRevert(abi.encodeWithSelector(FlaskProfile.NotRegistered.selector, carol));
        profile.increaseUserPointsMultiple(pair(alice, carol), 30, 5);
    }

    function test_increaseTeamPoints() public {
        vm.expectEmit();
        emit TeamPointIncrease(3, 500, 9);
        vm.prank(pointGranter);
        profile.increaseTeamPoints(3, 500, 9);
        assertEq(teamPoints(3), 500);
        vm.prank(pointGranter);
        vm.expectRevert(abi.encodeWithSelector(FlaskProfile.TeamNotFound.selector, 4));
        profile.increaseTeamPoints(4, 1, 9);
    }

    function test_onlyPointRoleGrantsPoints() public {
        register(alice, 1);
        bytes32 role = profile.POINT_ROLE();
        vm.startPrank(admin);
        vm.expectRevert(unauthorized(admin, role));
        profile.increaseUserPoints(alice, 1, 1);
        vm.expectRevert(unauthorized(admin, role));
        profile.increaseUserPointsMultiple(pair(alice, alice), 1, 1);
        vm.expectRevert(unauthorized(admin, role));
        profile.increaseTeamPoints(1, 1, 1);
        vm.stopPrank();
    }

    // ---- teams ----

    function test_changeTeamMovesTheMember() public {
        register(alice, 1);
        grantPoints(alice, 40, 1);
        vm.prank(admin);
        profile.makeTeamNotJoinable(3);
        vm.expectEmit();
        emit UserChangeTeam(alice, 1, 3);
        vm.prank(special);
        profile.changeTeam(alice, 3);
        assertEq(uint256(userOf(alice).teamId), 3, "team");
        assertEq(teamUsers(1), 0, "old team");
        assertEq(teamUsers(3), 1, "new team (even not joinable)");
        assertEq(teamPoints(1), 40, "points earned stay with the old team");
        grantPoints(alice, 5, 2);
        assertEq(teamPoints(3), 5, "later points count for the new team");
    }

    function test_changeTeamRejects() public {
        vm.startPrank(special);
        vm.expectRevert(abi.encodeWithSelector(FlaskProfile.NotRegistered.selector, alice));
        profile.changeTeam(alice, 2);
        vm.stopPrank();
        register(alice, 1);
        vm.startPrank(special);
        vm.expectRevert(abi.encodeWithSelector(FlaskProfile.SameTeam.selector, 1));
        profile.changeTeam(alice, 1);
        vm.expectRevert(abi.encodeWithSelector(FlaskProfile.TeamNotFound.selector, 4));
        profile.changeTeam(alice, 4);
        vm.stopPrank();
        vm.prank(alice);
        profile.pauseProfile();
        vm.prank(special);
        vm.expectRevert(abi.encodeWithSelector(FlaskProfile.ProfileNotActive.selector, alice));
        profile.changeTeam(alice, 2);
        bytes32 specialRole = profile.SPECIAL_ROLE();
        vm.prank(admin);
        vm.expectRevert(unauthorized(admin, specialRole));
        profile.changeTeam(alice, 2);
    }

    function test_addTeamAndRead() public {
        vm.expectEmit();
        emit TeamAdd(4, "Brewers");
        vm.prank(admin);
        profile.addTeam("Brewers", "Slow and steady");
        assertEq(profile.numberTeams(), 4, "count");
        (string memory name, string memory description, uint256 users, uint256 points, bool joinable) =
            profile.getTeamProfile(4);
        assertEq(name, "Brewers", "name");
        assertEq(description, "Slow and steady", "description");
        assertEq(users, 0, "users");
        assertEq(points, 0, "points");
        assertEq(joinable, true, "joinable");
    }

    function test_teamTextsAreBounded() public {
        vm.startPrank(admin);
        vm.expectRevert(FlaskProfile.InvalidTeamName.selector);
        profile.addTeam("", "x");
        vm.expectRevert(FlaskProfile.InvalidTeamName.selector);
        profile.addTeam("123456789012345678901234567890123", "x"); // 33 bytes
        profile.addTeam("12345678901234567890123456789012", ""); // 32 bytes, no description
        bytes memory long = new bytes(257);
        vm.expectRevert(FlaskProfile.InvalidTeamDescription.selector);
        profile.addTeam("Long", string(long));
        vm.expectRevert(FlaskProfile.InvalidTeamName.selector);
        profile.renameTeam(1, "", "x");
        vm.stopPrank();
    }

    function test_renameTeam() public {
        vm.expectEmit();
        emit TeamRename(2, "Flippers", "New text");
        vm.prank(admin);
        profile.renameTeam(2, "Flippers", "New text");
        (string memory name, string memory description,,,) = profile.getTeamProfile(2);
        assertEq(name, "Flippers", "name");
        assertEq(description, "New text", "description");
        vm.prank(admin);
        vm.expectRevert(abi.encodeWithSelector(FlaskProfile.TeamNotFound.selector, 9));
        profile.renameTeam(9, "x", "y");
    }

    function test_joinableToggles() public {
        vm.expectEmit();
        emit TeamJoinable(1, false);
        vm.prank(admin);
        profile.makeTeamNotJoinable(1);
        (,,,, bool joinable) = profile.getTeamProfile(1);
        assertEq(joinable, false, "closed");
        vm.expectEmit();
        emit TeamJoinable(1, true);
        vm.prank(admin);
        profile.makeTeamJoinable(1);
        (,,,, joinable) = profile.getTeamProfile(1);
        assertEq(joinable, true, "open");
        register(alice, 1);
        vm.startPrank(admin);
        vm.expectRevert(abi.encodeWithSelector(FlaskProfile.TeamNotFound.selector, 0));
        profile.makeTeamJoinable(0);
        vm.expectRevert(abi.encodeWithSelector(FlaskProfile.TeamNotFound.selector, 4));
        profile.makeTeamNotJoinable(4);
        vm.stopPrank();
    }

    function test_getTeamProfileRevertsForUnknownIds() public {
        vm.expectRevert(abi.encodeWithSelector(FlaskProfile.TeamNotFound.selector, 0));
        profile.getTeamProfile(0);
        vm.expectRevert(abi.encodeWithSelector(FlaskProfile.TeamNotFound.selector, 4));
        profile.getTeamProfile(4);
    }

    function test_getUserProfileOfAStrangerIsEmpty() public view {
        FlaskProfile.User memory u = userOf(carol);
        assertEq(uint256(u.userId), 0, "id");
        assertEq(uint256(u.teamId), 0, "team");
        assertEq(u.nftAddress, address(0), "nft");
        assertEq(u.isActive, false, "active");
        assertEq(profile.hasRegistered(carol), false, "registered");
    }

    // ---- admin ----

    function test_updateNumberFlask() public {
        vm.expectEmit();
        emit FeesUpdated(1 ether, 3 ether, 4 ether);
        vm.prank(admin);
        profile.updateNumberFlask(1 ether, 3 ether, 4 ether);
        assertEq(profile.numberFlaskToReactivate(), 1 ether, "reactivate");
        assertEq(profile.numberFlaskToRegister(), 3 ether, "register");
        assertEq(profile.numberFlaskToUpdate(), 4 ether, "update");
        uint256 supply = flask.totalSupply();
        register(alice, 1);
        assertEq(supply - flask.totalSupply(), 3 ether, "the new fee is burned");
    }

    function test_adminFunctionsNeedTheAdmin() public {
        bytes32 role = profile.DEFAULT_ADMIN_ROLE();
        bytes32 pointRole = profile.POINT_ROLE();
        vm.startPrank(alice);
        vm.expectRevert(unauthorized(alice, role));
        profile.addTeam("x", "y");
        vm.expectRevert(unauthorized(alice, role));
        profile.renameTeam(1, "x", "y");
        vm.expectRevert(unauthorized(alice, role));
        profile.makeTeamJoinable(1);
        vm.expectRevert(unauthorized(alice, role));
        profile.makeTeamNotJoinable(1);
        vm.expectRevert(unauthorized(alice, role));
        profile.updateNumberFlask(0, 0, 0);
        vm.expectRevert(unauthorized(alice, role));
        profile.grantRole(pointRole, alice);
        vm.stopPrank();
    }

    function test_adminMovesInTwoStepsAfterTheDelay() public {
        vm.prank(admin);
        profile.beginDefaultAdminTransfer(bob);
        vm.warp(block.timestamp + 2 days + 1);
        vm.prank(bob);
        profile.acceptDefaultAdminTransfer();
        assertEq(profile.defaultAdmin(), bob, "new admin");
        vm.prank(bob);
        profile.addTeam("Bobs", "");
        assertEq(profile.numberTeams(), 4);
    }
}
